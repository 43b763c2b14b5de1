import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { ResetPasswordForm } from "./password-reset-forms";

// Before the page's JavaScript has loaded (a slow connection, Enter pressed
// early) or without it, the browser submits the form itself: a form without a
// method is sent as GET, which would put the new password in the address.

describe("the reset password form", () => {
  it("is posted, never sent as a GET with the new password in the address, when the browser submits it itself", () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Kolkata">
        <ResetPasswordForm token="t" />
      </NextIntlClientProvider>,
    );
    expect(html).toMatch(/<form [^>]*method="post"/);
    expect(html).toContain('name="password"');
  });
});
