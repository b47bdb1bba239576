PREFIX ?= /usr/local

.PHONY: install
# A release binary with the Swift runtime linked in (see scripts/install.sh).
install:
	scripts/install.sh "$(PREFIX)"
