# The two commands of the README: `make chat` starts the assistant, `make test` runs the tests.
# Both create .venv on first use.
VENV_BIN := .venv/bin
export RASA_TELEMETRY_ENABLED := false

.PHONY: setup chat voice test bench

setup:
	@script/bootstrap

chat: setup
	@$(VENV_BIN)/hades chat $(ARGS)

voice: setup
	@$(VENV_BIN)/hades voice $(ARGS)

test: setup
	@$(VENV_BIN)/python -m pytest $(PYTEST_ARGS)

bench: setup
	@for bench in benchmarks/bench_*.py; do $(VENV_BIN)/python "$$bench" || exit 1; done
