import Foundation
import SpaceImaging
import TerminalGraphics
import SpacePresentation
import APODFeature

/// Never waiting on the network for what a person will ask next: while a day is shown, the day
/// before and the day after are loaded ahead (their text into the cache, then their pictures
/// fetched and decoded for the slot they will fill), as yazi's pre-loader does. Which days, and
/// when one is cancelled, the state decides (`BrowserState.loadAhead`); this carries it out.
extension PictureStage {
    /// Starts loading a day ahead.
    func preload(_ date: APODDate, size: (width: Int, height: Int)) {
        preloads[date]?.cancel()
        preloads[date] = task(preloading: date, size: size)
    }

    /// Stops loading a day ahead.
    func cancelPreload(_ date: APODDate) {
        preloads.removeValue(forKey: date)?.cancel()
    }

    /// One neighbour: its day, then its picture decoded for the slot its shape gives.
    private func task(preloading date: APODDate, size: (width: Int, height: Int)) -> Task<Void, Never> {
        let (services, post, drawing, edge, fetch) = (services, post, drawing, pictures.edge, pictures.fetch)
        let (width, height, cell) = (size.width, size.height, cellPixels)
        let (animate, budget, work) = (pictures.animate, PictureStage.animationBudget, work)
        /// The file decoded off the cooperative pool, nil when it cannot be (or the day is left).
        @Sendable func decode(_ file: Data, in box: PicturePreview.Box) async -> PicturePreview.Decoded? {
            try? await work.run { cancellation in
                try PicturePreview.decode(
                    [UInt8](file), as: drawing, in: box, animate: animate, animationBudget: budget,
                    isCancelled: { cancellation.isCancelled })
            }
        }
        return Task.detached {
            defer { post(.browser(.preloaded(date))) }
            guard let answer = try? await services.day(date), !Task.isCancelled else { return }
            // A stand-in (the cache, the pictures kept): the service did not answer, which the
            // state says once, before a move finds it out.
            if answer.source != nil { post(.browser(.offline)) }
            guard answer.picture.date == date else { return }
            let subject = PictureSubject.apod(answer.picture)
            guard !subject.show.isEmpty || subject.resizable != nil else { return }
            let name = PictureName.day(date)
            func box(_ areas: DetailView.Areas) -> PicturePreview.Box {
                PicturePreview.Box(
                    columns: areas.picture.columns, rows: areas.picture.rows, cellWidth: cell?.width,
                    cellHeight: cell?.height)
            }
            // At the box of the shape its links declare; else the shape first (at the box a
            // picture of unknown shape gets), then its own box.
            let first = box(DetailView.Areas(width: width, height: height, aspect: subject.declaredAspect))
            guard let file = try? await fetch(subject.showLinks(edge: edge(first)), subject.what), !Task.isCancelled,
                let measured = await decode(file, in: first),
                measured.image.height > 0
            else { return }
            let aspect = Double(measured.image.width) / Double(measured.image.height)
            post(.browser(.measured(name, aspect)))
            let areas = DetailView.Areas(width: width, height: height, aspect: aspect)
            let fitted = box(areas)
            let key = PictureKey(name, columns: areas.picture.columns, rows: areas.picture.rows)
            if fitted == first {
                post(.picture(key, measured, measured.fit(in: fitted)))
                return
            }
            guard let again = try? await fetch(subject.showLinks(edge: edge(fitted)), subject.what), !Task.isCancelled,
                let decoded = await decode(again, in: fitted)
            else { return }
            post(.picture(key, decoded, decoded.fit(in: fitted)))
        }
    }
}
