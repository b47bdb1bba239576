func f() throws(MyError) -> Int { 0 }
func g() async throws -> some View { EmptyView() }
