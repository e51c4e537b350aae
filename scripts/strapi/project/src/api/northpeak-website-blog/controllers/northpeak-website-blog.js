const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreController("api::northpeak-website-blog.northpeak-website-blog");
