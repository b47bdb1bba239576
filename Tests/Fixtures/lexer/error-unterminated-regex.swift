let a = #/
  never closed
