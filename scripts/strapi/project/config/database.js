const path = require("node:path");

// SQLite in the data folder the runner gives (outside the checkout); a fresh folder is a fresh Strapi.
module.exports = ({ env }) => ({
  connection: {
    client: "sqlite",
    connection: {
      filename: path.join(env("STRAPI_DATA_DIR", path.join(__dirname, "..", "data")), "strapi.db"),
    },
    useNullAsDefault: true,
  },
});
