// Stylesheets are bundled as strings by webpack (asset/source); in unit tests they are empty.
module.exports = '';
