struct S { var v: Int { get { 1 } set { } } var w = 0 { willSet {} didSet {} } }
let x: some View = EmptyView()
func f(_ p: any Sequence) {}
