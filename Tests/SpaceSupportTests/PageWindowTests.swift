import Testing
@testable import SpaceSupport

@Suite struct PageWindowTests {
    @Test func pagesEndWithTheItemsOrWhereTheServiceStopsReaching() {
        #expect(PageWindow(page: 1, size: 25, total: 0).lastPage == 1, "nothing is still one page")
        #expect(PageWindow(page: 1, size: 25, total: 25).lastPage == 1)
        #expect(PageWindow(page: 1, size: 25, total: 26).lastPage == 2)
        #expect(PageWindow(page: 1, size: 100, total: 204_660, reachable: 10_000).lastPage == 100)
        #expect(
            PageWindow(page: 1, size: 30, total: 204_660, reachable: 10_000).lastPage == 333,
            "only whole pages within reach")
        #expect(PageWindow(page: 1, size: 100, total: 1_022, reachable: 10_000).lastPage == 11)
    }

    @Test func whereAPageStandsAmongTheOthers() {
        let middle = PageWindow(page: 2, size: 10, total: 35)
        #expect(middle.offset == 10 && middle.hasNext && !middle.isPastLast)
        let last = PageWindow(page: 4, size: 10, total: 35)
        #expect(!last.hasNext && !last.isPastLast)
        #expect(PageWindow(page: 5, size: 10, total: 35).isPastLast)
        #expect(PageWindow(page: 1, size: 0, total: 3).lastPage == 3, "a size of 0 counts as 1")
    }
}
