// No admin panel is built or served: the runner only needs the REST API and the admin's API tokens.
module.exports = ({ env }) => ({
  serveAdminPanel: false,
  autoOpen: false,
  auth: { secret: env("ADMIN_JWT_SECRET") },
  apiToken: { salt: env("API_TOKEN_SALT") },
  transfer: { token: { salt: env("TRANSFER_TOKEN_SALT") } },
  secrets: { encryptionKey: env("ENCRYPTION_KEY") },
  flags: { nps: false, promoteEE: false },
});
