extension Duration {
    /// The duration in seconds, for timings measured on a monotonic clock (the wall clock may be
    /// held at a render's "now" while an app's code runs).
    package var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
