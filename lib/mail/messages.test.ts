import { describe, expect, it } from "vitest";
import { store } from "@/lib/store";
import { mailHtml, mailQuestionsLine, mailText } from "./messages";

// Every mail the shop sends is framed by mailHtml: what a shopper's mail program shows around each
// mail's own paragraphs (and what tells it the language, for screen readers and translation offers).

describe("mailHtml", () => {
  it("frames a mail: its language, its heading escaped, the body as given, how to reach the shop, the shop's name", () => {
    const html = mailHtml("en", "Your order #1042 <is> confirmed", "<p>Hello <strong>Asha</strong></p>");
    expect(html).toBe(
      [
        '<!doctype html><html lang="en-IN"><body style="font-family:sans-serif">',
        "<h1>Your order #1042 &lt;is&gt; confirmed</h1>",
        "<p>Hello <strong>Asha</strong></p>",
        `<p>Questions? ${store.supportEmail} · ${store.supportPhone}</p>`,
        `<p>${store.legalName.replace("&", "&amp;")}</p></body></html>`,
      ].join("\n"),
    );
  });

  it("in Hindi, says so and asks in Hindi; an empty body leaves no blank line", () => {
    const html = mailHtml("hi", "पासवर्ड बदलें", "\n");
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain(`<h1>पासवर्ड बदलें</h1>\n<p>कोई सवाल? ${store.supportEmail} · ${store.supportPhone}</p>`);
  });
});

describe("mailText", () => {
  it("frames a mail's plain text as mailHtml frames its HTML: the lines, a blank line, how to reach the shop, the shop's name", () => {
    expect(mailText("hi", ["Namaste Asha,", "", "Your order is on its way."])).toBe(
      ["Namaste Asha,", "", "Your order is on its way.", "", mailQuestionsLine("hi"), store.legalName].join("\n"),
    );
  });
});
