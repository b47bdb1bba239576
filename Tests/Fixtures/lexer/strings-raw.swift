let a = #"raw \d+ "quoted""#
let b = #"\#(interpolated) \(not)"#
let c = ##"a "# b"##
