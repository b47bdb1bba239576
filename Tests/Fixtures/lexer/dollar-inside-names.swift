// `$` continues a name after its first character: macro-generated storage, and dollar names.
@ObservationIgnored let _$observationRegistrar = Registrar()
func _$willModify() {}
let mixed = a$b + $foo$bar + $0$1 + $$x
self._$id.access(keyPath: \._$id)
let money = "$5" + price$
