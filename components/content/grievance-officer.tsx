import { GRIEVANCE_RESPONSE } from "@/lib/content/policies";
import { formatStoreAddress, store } from "@/lib/store";
import { mailtoHref, telHref } from "@/lib/content/links";

// Consumer Protection (E-Commerce) Rules, 2020: the seller's details and the
// grievance officer, shown on /companyinfo (the footer links here).

export function SellerDetails() {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold text-neutral-900">Legal name</dt>
      <dd>{store.legalName}</dd>
      <dt className="font-semibold text-neutral-900">Registered office</dt>
      <dd>
        <address className="not-italic">
          {formatStoreAddress()}, {store.address.country}
        </address>
      </dd>
      <dt className="font-semibold text-neutral-900">Customer care e-mail</dt>
      <dd>
        <a href={mailtoHref(store.supportEmail)}>{store.supportEmail}</a>
      </dd>
      <dt className="font-semibold text-neutral-900">Customer care phone</dt>
      <dd>
        <a href={telHref(store.supportPhone)}>{store.supportPhone}</a>
      </dd>
      <dt className="font-semibold text-neutral-900">Opening hours</dt>
      <dd>{store.openingHours}</dd>
    </dl>
  );
}

export function GrievanceOfficerDetails() {
  const officer = store.grievanceOfficer;
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-neutral-900">Name</dt>
        <dd>{officer.name}</dd>
        <dt className="font-semibold text-neutral-900">Designation</dt>
        <dd>{officer.designation}</dd>
        <dt className="font-semibold text-neutral-900">E-mail</dt>
        <dd>
          <a href={mailtoHref(officer.email)}>{officer.email}</a>
        </dd>
        <dt className="font-semibold text-neutral-900">Phone</dt>
        <dd>
          <a href={telHref(officer.phone)}>{officer.phone}</a> ({store.openingHours})
        </dd>
        <dt className="font-semibold text-neutral-900">Address</dt>
        <dd>
          <address className="not-italic">
            {store.legalName}, {formatStoreAddress()}, {store.address.country}
          </address>
        </dd>
      </dl>
      <p>
        Write to the Grievance Officer with your name, contact details, order ID (if any) and a description of your
        complaint. We acknowledge every complaint within{" "}
        <strong>{GRIEVANCE_RESPONSE.acknowledgeWithinHours} hours</strong> and give you a <strong>ticket number</strong>{" "}
        to follow it up, and we resolve it within <strong>{GRIEVANCE_RESPONSE.resolveWithin}</strong> of receiving it.
      </p>
    </>
  );
}
