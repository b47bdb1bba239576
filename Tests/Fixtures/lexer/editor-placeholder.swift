let a = <#value#>
f(<#T##Int#>)
