let d = #/
 a	b
 /#
