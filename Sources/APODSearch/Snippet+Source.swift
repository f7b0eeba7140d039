import APODFeature

extension Snippet {
    /// The text a day's snippet is taken from: the explanation, then the alt text.
    public static func source(of picture: APODPicture) -> String {
        [picture.explanation, picture.alt ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
