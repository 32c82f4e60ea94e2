/** Who is making the request, from their session cookie (the context and the session cache both hold one). */
export interface Viewer {
  id: string;
  roles: readonly string[];
  permissions: ReadonlySet<string>;
}
