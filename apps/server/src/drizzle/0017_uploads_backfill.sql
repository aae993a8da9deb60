-- Files stored before the uploads registry existed, registered from the rows that reference them (issue 11):
-- identity documents first (so a file also used elsewhere stays private), then avatars, vouchers, QR codes.
-- A file belongs to the user of the first row naming it (in that order); unreferenced old files stay unregistered.
INSERT INTO "uploads" ("name", "user_id", "content_type", "identity_document", "created_at")
SELECT DISTINCT ON (ref.name) ref.name, ref.user_id,
  CASE substring(ref.name FROM '\.([a-z0-9]+)$')
    WHEN 'png' THEN 'image/png' WHEN 'webp' THEN 'image/webp' WHEN 'gif' THEN 'image/gif' ELSE 'image/jpeg' END,
  ref.identity, ref.at
FROM (
  SELECT substring(pic FROM '/uploads/(\d{4}-\d{2}/[0-9a-f]{32}\.[a-z0-9]{2,5})$') AS name, k.user_id, true AS identity,
    0 AS rank, k.submitted_at AS at, k.id AS row_id
  FROM "kyc_submissions" k CROSS JOIN LATERAL (VALUES (k.front_pic), (k.reverse_pic)) AS p(pic)
  UNION ALL
  SELECT substring(u.head_portrait FROM '/uploads/(\d{4}-\d{2}/[0-9a-f]{32}\.[a-z0-9]{2,5})$'), u.id, false, 1, now(), u.id
  FROM "users" u
  UNION ALL
  SELECT substring(d.voucher FROM '/uploads/(\d{4}-\d{2}/[0-9a-f]{32}\.[a-z0-9]{2,5})$'), d.user_id, false, 2, d.created_at, d.id
  FROM "deposit_requests" d
  UNION ALL
  SELECT substring(w.qrcode FROM '/uploads/(\d{4}-\d{2}/[0-9a-f]{32}\.[a-z0-9]{2,5})$'), w.user_id, false, 3, now(), w.id
  FROM "withdrawal_addresses" w
) AS ref
WHERE ref.name IS NOT NULL
ORDER BY ref.name, ref.rank, ref.row_id
ON CONFLICT ("name") DO NOTHING;
