#!/usr/bin/env bash
# Regenerates the NFT migration (0026) from nft.schema.ts while it has not landed yet (issue 16 work in progress).
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
rm -f src/drizzle/0026_nft_marketplace.sql src/drizzle/meta/0026_snapshot.json
node -e "
const fs=require('fs');const p='src/drizzle/meta/_journal.json';const j=JSON.parse(fs.readFileSync(p,'utf8'));
j.entries=j.entries.filter(e=>e.idx<26);fs.writeFileSync(p,JSON.stringify(j,null,2)+'\n');"
npx drizzle-kit generate --name nft_marketplace >/dev/null
ls src/drizzle | tail -2
