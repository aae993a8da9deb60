#!/usr/bin/env bash
# Regenerates the services migration (0027: OTC, support chat, loans) from the modules' schema files while it has
# not landed yet (issue 17 work in progress). Run it after changing otc/support/loans *.schema.ts.
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
rm -f src/drizzle/0027_*.sql src/drizzle/meta/0027_snapshot.json
node -e "
const fs=require('fs');const p='src/drizzle/meta/_journal.json';const j=JSON.parse(fs.readFileSync(p,'utf8'));
j.entries=j.entries.filter(e=>e.idx<27);fs.writeFileSync(p,JSON.stringify(j,null,2)+'\n');"
npx drizzle-kit generate --name services >/dev/null
ls src/drizzle | tail -2
