-- Razorpay webhook events were stored whole: their payment entities carry the
-- shopper's e-mail, phone, UPI id (vpa) and card details, kept forever and
-- missed by account deletion. New events keep only what the shop reads
-- (lib/payments/confirm.ts, webhookSchema); this trims the ones stored before
-- to the same fields.
UPDATE "WebhookEvent"
SET "payload" = jsonb_strip_nulls(jsonb_build_object(
  'event', "payload" -> 'event',
  'payload', jsonb_strip_nulls(jsonb_build_object(
    'payment', CASE WHEN "payload" -> 'payload' ? 'payment' THEN jsonb_build_object('entity', (
      SELECT jsonb_object_agg(key, value) FROM jsonb_each("payload" -> 'payload' -> 'payment' -> 'entity')
      WHERE key IN ('id', 'order_id', 'amount', 'currency', 'status', 'error_description')
    )) END,
    'refund', CASE WHEN "payload" -> 'payload' ? 'refund' THEN jsonb_build_object('entity', (
      SELECT jsonb_object_agg(key, value) FROM jsonb_each("payload" -> 'payload' -> 'refund' -> 'entity')
      WHERE key IN ('id', 'payment_id', 'status', 'receipt', 'error_description')
    )) END,
    'order', CASE WHEN "payload" -> 'payload' ? 'order' THEN jsonb_build_object('entity', (
      SELECT jsonb_object_agg(key, value) FROM jsonb_each("payload" -> 'payload' -> 'order' -> 'entity')
      WHERE key IN ('id', 'amount_paid')
    )) END
  ))
))
WHERE jsonb_typeof("payload" -> 'payload') = 'object';
