# Kingdom: the README's two commands (make run, make test) and make bench.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test bench install lint format clean

$(VENV)/.run-installed: requirements.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $@

$(VENV)/.dev-installed: $(VENV)/.run-installed requirements-dev.txt
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

install: $(VENV)/.dev-installed

## make run: set up and serve the demo on SQLite + a filesystem broker (Ctrl-C stops).
run: $(VENV)/.run-installed
	scripts/run.sh

## make test: ruff and the whole suite against throwaway PostgreSQL and Redis.
test: $(VENV)/.dev-installed
	scripts/with-services.sh scripts/check.sh $(PYTEST_ARGS)

## make bench: the scripts in benchmarks/, which print figures and never fail the build.
bench: $(VENV)/.dev-installed
	scripts/with-services.sh scripts/bench.sh

lint: $(VENV)/.dev-installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: $(VENV)/.dev-installed
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

clean:
	rm -rf $(VENV) var .pytest_cache .ruff_cache test-artifacts
