-- CreateTable
CREATE TABLE "MediaImage" (
    "sha256" CHAR(64) NOT NULL,
    "mimeType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "bytes" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MediaImage_pkey" PRIMARY KEY ("sha256")
);

-- Images are compressed already: store them out of line without trying to compress them again.
ALTER TABLE "MediaImage" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
