/** Sends the browser to a payment gateway's page (a full navigation: the gateway is another site). */
export function goToGateway(url: string): void {
  window.location.assign(url);
}
