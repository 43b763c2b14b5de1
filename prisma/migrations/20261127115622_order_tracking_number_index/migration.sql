-- /trackorder finds an order by its courier tracking number (AWB) as well as by its id or number:
-- a guest's look-up must not scan every order.
-- CreateIndex
CREATE INDEX "Order_trackingNumber_idx" ON "Order"("trackingNumber");
