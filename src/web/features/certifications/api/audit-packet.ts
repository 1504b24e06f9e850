/** The audit packet's address (a download, not a fetch). */
export const AUDIT_PACKET_URL = "/api/certifications/packet.pdf";
