let `default` = 1
let `class` = `default`
func `test name with spaces`() {}
let x = `self`
