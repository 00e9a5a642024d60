// node-polyglot's polyfill of Object.entries pulls some 30 KB of ES5 shims; every browser the dashboard supports
// has the function itself.
module.exports = Object.entries;
