#!/usr/bin/env bash
# Regenerates the growth migration (0028: content, invitations and rebates, coupons, the game) from the modules'
# schema files while it has not landed yet (issue 18 work in progress). Run it after changing a content, invite,
# coupons or game *.schema.ts (or a column another module adds for them).
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
rm -f src/drizzle/0028_*.sql src/drizzle/meta/0028_snapshot.json
node -e "
const fs=require('fs');const p='src/drizzle/meta/_journal.json';const j=JSON.parse(fs.readFileSync(p,'utf8'));
j.entries=j.entries.filter(e=>e.idx<28);fs.writeFileSync(p,JSON.stringify(j,null,2)+'\n');"
npx drizzle-kit generate --name growth >/dev/null
ls src/drizzle | tail -2
