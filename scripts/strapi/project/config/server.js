const fs = require("node:fs");
const path = require("node:path");

// Strapi's HTTP server: 127.0.0.1 only, on the port the runner chose. Uploads go to the data folder
// too, so a fresh data folder is a fresh Strapi.
module.exports = ({ env }) => {
  const publicDir = path.join(env("STRAPI_DATA_DIR", path.join(__dirname, "..", "data")), "public");
  fs.mkdirSync(path.join(publicDir, "uploads"), { recursive: true });
  return {
    host: env("HOST", "127.0.0.1"),
    port: env.int("PORT", 1337),
    app: { keys: env.array("APP_KEYS") },
    dirs: { public: publicDir },
    // No "a new version of Strapi is available" check against the internet.
    logger: { updates: { enabled: false } },
  };
};
