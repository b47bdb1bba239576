outer: for i in 0..<3 { inner: for j in 0..<3 { if j == 1 { continue outer }; break inner } }
