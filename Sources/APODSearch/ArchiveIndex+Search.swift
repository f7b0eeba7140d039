import Foundation
import APODFeature

extension ArchiveIndex {
    /// The most words a prefix stands for (the most frequent are kept).
    static let prefixExpansionLimit = 128

    /// Runs a query: every group must match (one of its terms), no excluded term may; the matches
    /// are ranked by BM25F (or by date) and the first `limit` returned with the total.
    public func search(
        _ query: ArchiveQuery, filter: SearchFilter = SearchFilter(), order: SearchOrder = .relevance, limit: Int
    ) -> SearchOutcome {
        withBuffer { buffer in
            var scores = [Float](repeating: 0, count: dayCount)
            var groupsMatched = [UInt16](repeating: 0, count: dayCount)
            var seenInGroup = [Int32](repeating: -1, count: dayCount)
            for (group, terms) in query.groups.enumerated() {
                for term in terms {
                    evaluate(term, buffer) { doc, score in
                        scores[doc] += score
                        if seenInGroup[doc] != Int32(group) {
                            seenInGroup[doc] = Int32(group)
                            groupsMatched[doc] += 1
                        }
                    }
                }
            }
            for term in query.excluded {
                evaluate(term, buffer) { doc, _ in groupsMatched[doc] = 0 }
            }
            let needed = UInt16(query.groups.count)
            let kinds = APODPicture.MediaType.allCases
            let mediaIndex = filter.media.flatMap { kinds.firstIndex(of: $0) }
            let first = filter.start?.dayNumber ?? Int.min, last = filter.end?.dayNumber ?? Int.max
            var matches: [(doc: Int, score: Float, day: Int)] = []
            for doc in 0..<dayCount where groupsMatched[doc] == needed {
                let day = dayNumber(doc, buffer)
                guard day >= first, day <= last else { continue }
                if let mediaIndex, self.mediaIndex(doc, buffer) != mediaIndex { continue }
                matches.append((doc, scores[doc], day))
            }
            let better: ((doc: Int, score: Float, day: Int), (doc: Int, score: Float, day: Int)) -> Bool
            switch order {
            case .relevance: better = { $0.score != $1.score ? $0.score > $1.score : $0.day > $1.day }
            case .date: better = { $0.day != $1.day ? $0.day > $1.day : $0.score > $1.score }
            }
            let best = Self.best(matches, count: limit, by: better)
            return SearchOutcome(
                total: matches.count, hits: best.map { SearchHit(doc: $0.doc, day: day($0.doc), score: $0.score) })
        }
    }

    /// The first `count` of `items` by `better`, without sorting them all.
    static func best<T>(_ items: [T], count: Int, by better: (T, T) -> Bool) -> [T] {
        guard count > 0 else { return [] }
        if items.count <= count * 4 { return Array(items.sorted(by: better).prefix(count)) }
        var kept: [T] = []
        kept.reserveCapacity(count + 1)
        for item in items {
            if kept.count == count, let worst = kept.last, !better(item, worst) { continue }
            let place = kept.firstIndex { better(item, $0) } ?? kept.count
            kept.insert(item, at: place)
            if kept.count > count { kept.removeLast() }
        }
        return kept
    }

    /// Calls `found` with each day a term matches and its score there.
    /// `titleOnly`: the days whose title has it, scored by the title alone (`title:`).
    func evaluate(
        _ term: ArchiveQuery.Term, _ buffer: UnsafeBufferPointer<UInt8>, titleOnly: Bool = false,
        _ found: (Int, Float) -> Void
    ) {
        switch term {
        case .title(let inner):
            evaluate(inner, buffer, titleOnly: true, found)
        case .word(let word):
            guard let index = find(word) else { return }
            scoreTerm(index, buffer, titleOnly: titleOnly, found)
        case .prefix(let stem):
            var range = Array(prefixRange(stem))
            if range.count > Self.prefixExpansionLimit {
                range = Array(
                    range.sorted { documentFrequency($0) > documentFrequency($1) }.prefix(Self.prefixExpansionLimit))
            }
            for index in range { scoreTerm(index, buffer, titleOnly: titleOnly, found) }
        case .phrase(let words):
            scorePhrase(words, buffer, titleOnly: titleOnly, found)
        }
    }

    /// Walks a term's postings: the day and its counts per field.
    @inline(__always)
    func walkPostings(_ index: Int, _ buffer: UnsafeBufferPointer<UInt8>, _ body: (Int, (Float, Float, Float)) -> Void)
    {
        let range = ranges(index, buffer).postings
        var offset = range.lowerBound
        var doc = 0
        while offset < range.upperBound {
            guard let posting = Posting.decode(buffer, &offset, end: range.upperBound, after: doc),
                posting.doc < dayCount
            else { return }
            doc = posting.doc
            body(doc, (Float(posting.title), Float(posting.credit), Float(posting.text)))
        }
    }

    func scoreTerm(
        _ index: Int, _ buffer: UnsafeBufferPointer<UInt8>, titleOnly: Bool = false, _ found: (Int, Float) -> Void
    ) {
        let idf = Ranking.idf(documents: dayCount, containing: documentFrequency(index))
        let title = norms[0], credit = norms[1], text = norms[2]
        walkPostings(index, buffer) { doc, counts in
            if titleOnly && counts.0 == 0 { return }
            let counted = titleOnly ? (counts.0, 0, 0) : counts
            found(doc, Ranking.score(idf: idf, counts: counted, norms: (title[doc], credit[doc], text[doc])))
        }
    }

    /// The positions of a term in each day it is in.
    func positionsByDay(_ index: Int, _ buffer: UnsafeBufferPointer<UInt8>) -> [Int: [Int]] {
        let ranges = self.ranges(index, buffer)
        var out: [Int: [Int]] = [:]
        IndexMerge.forEachPosting(
            buffer, postings: ranges.postings, positionsBuffer: buffer, positions: ranges.positions
        ) { posting, places in
            var list: [Int] = []
            list.reserveCapacity(posting.total)
            var position = 0
            var offset = places.lowerBound
            while offset < places.upperBound, let delta = IndexBytes.varint(buffer, &offset, end: places.upperBound) {
                position += delta
                list.append(position)
            }
            out[posting.doc] = list
        }
        return out
    }

    /// A phrase: the days holding every word, then those where the words follow each other; its
    /// count in each field is scored as one term's.
    func scorePhrase(
        _ words: [String], _ buffer: UnsafeBufferPointer<UInt8>, titleOnly: Bool = false, _ found: (Int, Float) -> Void
    ) {
        var indexes: [Int] = []
        for word in words {
            guard let index = find(word) else { return }
            indexes.append(index)
        }
        // The rarest word first: its days are the candidates.
        let order = indexes.indices.sorted { documentFrequency(indexes[$0]) < documentFrequency(indexes[$1]) }
        var candidates = positionsByDay(indexes[order[0]], buffer).mapValues { list in list.map { $0 - order[0] } }
        for slot in order.dropFirst() where !candidates.isEmpty {
            let next = positionsByDay(indexes[slot], buffer)
            var kept: [Int: [Int]] = [:]
            for (doc, starts) in candidates {
                guard let list = next[doc] else { continue }
                let present = Set(list)
                let still = starts.filter { present.contains($0 + slot) }
                if !still.isEmpty { kept[doc] = still }
            }
            candidates = kept
        }
        guard !candidates.isEmpty else { return }
        let idf = Ranking.idf(documents: dayCount, containing: candidates.count)
        for (doc, starts) in candidates.sorted(by: { $0.key < $1.key }) {
            let lengths = (0..<3).map {
                Int(IndexBytes.read(UInt16.self, buffer, at: sections[0] + doc * IndexFormat.dayEntrySize + 6 + $0 * 2))
            }
            var counts: (Float, Float, Float) = (0, 0, 0)
            for start in starts {
                if start < lengths[0] {
                    counts.0 += 1
                } else if start <= lengths[0] + lengths[1] {
                    counts.1 += 1
                } else {
                    counts.2 += 1
                }
            }
            if titleOnly && counts.0 == 0 { continue }
            let counted = titleOnly ? (counts.0, 0, 0) : counts
            found(doc, Ranking.score(idf: idf, counts: counted, norms: (norms[0][doc], norms[1][doc], norms[2][doc])))
        }
    }
}
