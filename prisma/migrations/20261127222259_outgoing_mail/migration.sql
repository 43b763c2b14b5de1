-- CreateTable
CREATE TABLE "OutgoingMail" (
    "id" TEXT NOT NULL,
    "what" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "failedAt" TIMESTAMP(3),
    "lastError" TEXT,

    CONSTRAINT "OutgoingMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OutgoingMail_nextAttemptAt_idx" ON "OutgoingMail"("nextAttemptAt");

-- CreateIndex
CREATE INDEX "OutgoingMail_createdAt_idx" ON "OutgoingMail"("createdAt");
