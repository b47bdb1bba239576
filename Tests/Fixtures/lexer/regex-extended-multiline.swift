let a = #/
  (?<name> \w+ )
  \s*
  /#
