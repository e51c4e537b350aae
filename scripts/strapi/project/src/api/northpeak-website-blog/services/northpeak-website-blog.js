const { factories } = require("@strapi/strapi");

module.exports = factories.createCoreService("api::northpeak-website-blog.northpeak-website-blog");
