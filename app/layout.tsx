import type { Metadata, Viewport } from "next";
import { ZodWithoutEval } from "@/components/security/zod-without-eval";
import { ToastViewport } from "@/components/ui/toast";
import { store } from "@/lib/store";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(process.env.NEXTAUTH_URL || "http://localhost:3000"),
  title: { default: `${store.name} — Bags, Luggage and Kitchen`, template: `%s | ${store.name}` },
  description: `Backpacks, laptop bags, luggage and home & kitchen goods, delivered across India. Cash on delivery and secure online payment.`,
};

export const viewport: Viewport = { themeColor: "#a8551f" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="min-h-screen bg-white font-sans antialiased">
        <ZodWithoutEval />
        {children}
        <ToastViewport />
      </body>
    </html>
  );
}
