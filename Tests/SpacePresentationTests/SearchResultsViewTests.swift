import Foundation
import ImageSearchFeature
import Testing
@testable import SpacePresentation

/// The image library's results as `space search --json` prints them, and the sentence for none.
@Suite struct SearchResultsViewTests {
    func json(_ value: JSONValue) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(value.serializedBytes()))) as? [String: Any] ?? [:]
    }

    @Test func aPageSaysWhereItIsAmongThePagesWithinTheLibrarysReach() {
        let query = SearchQuery(text: "nebula", page: 3, pageSize: 25)
        let page = json(SearchResultsView.envelope(query, items: [], total: 31_337, limit: nil))
        #expect(page["query"] as? String == "nebula" && page["page"] as? Int == 3 && page["page_size"] as? Int == 25)
        #expect(page["total_hits"] as? Int == 31_337)
        #expect(page["total_pages"] as? Int == 400, "10,000 results within reach, 25 a page")
        #expect(page["limit"] is NSNull && (page["items"] as? [Any])?.isEmpty == true)
        let gathered = json(SearchResultsView.envelope(query, items: [], total: 120, limit: 60))
        #expect(gathered["page"] is NSNull && gathered["limit"] as? Int == 60 && gathered["total_pages"] as? Int == 5)
        #expect(json(SearchResultsView.envelope(query, items: [], total: 0, limit: nil))["total_pages"] as? Int == 0)
    }

    @Test func nothingFoundNamesTheWordsOrTheFilters() {
        #expect(SearchResultsView.nothingFound(SearchQuery(text: "nothing")) == "No results for \"nothing\".")
        #expect(SearchResultsView.nothingFound(SearchQuery(text: "", media: .video)) == "No results for those filters.")
        #expect(
            SearchResultsView.nothingFound(SearchQuery(text: "a\u{1B}[31mb")) == "No results for \"ab\".",
            "the words as the terminal may show them")
    }
}
