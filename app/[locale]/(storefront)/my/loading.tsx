export default function Loading() {
  return (
    <p role="status" className="mx-auto max-w-3xl px-4 py-10">
      Loading quotations...
    </p>
  );
}
