-- The courier and its tracking number (AWB) given when an order ships, and the
-- GST e-way bill's number for a consignment above ₹50,000 (docs/adr/0038).
-- All nullable: orders shipped before, and orders shipped without them, have none.
-- The courier is stored as its code (lib/orders/couriers.ts), never its name.
-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "courier" VARCHAR(20),
ADD COLUMN     "ewayBillNumber" VARCHAR(12),
ADD COLUMN     "trackingNumber" VARCHAR(30);
