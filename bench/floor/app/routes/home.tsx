/** The floor's one page: about 30 lines of static content, no data, no strings machinery. */
export function meta() {
  return [{ title: "Floor" }, { name: "description", content: "The smallest React Router page, for comparison." }];
}

export default function Home() {
  return (
    <main>
      <h1>Floor</h1>
      <p>This page is the bench's reference: React Router renders it on the server with nothing else.</p>
      <ul>
        <li>No database.</li>
        <li>No sessions.</li>
        <li>No translations.</li>
      </ul>
      <p>Every page of the product is measured as a share of this page's throughput.</p>
    </main>
  );
}
