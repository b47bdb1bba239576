let a = #/x/y/#
let b = ##/a/#b/##
let c = #/\d+ "quote"/#
