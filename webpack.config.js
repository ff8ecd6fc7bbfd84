// Builds the single-page app from src/client into dist/client (served by the Fastify server).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const fs = require('node:fs');
const zlib = require('node:zlib');

/** Copies the files of src/client/public (favicon.ico, robots.txt) to the top of the build. */
class PublicFilesPlugin {
  apply(compiler) {
    const dir = path.resolve(__dirname, 'src/client/public');
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of fs.readdirSync(dir)) {
          compilation.fileDependencies.add(path.join(dir, name));
          compilation.emitAsset(name, new compiler.webpack.sources.RawSource(fs.readFileSync(path.join(dir, name))));
        }
      });
    });
  }
}

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    entry: './src/client/main.tsx',
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'esbuild-loader', options: { target: 'es2020', jsx: 'automatic' } },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/client/index.html' }),
      new PublicFilesPlugin(),
      new MiniCssExtractPlugin({ filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css' }),
      // Brotli and gzip copies next to each asset: the server sends the one the browser accepts.
      ...(production
        ? [
            new CompressionPlugin({ test: /\.(js|css|svg)$/, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
            new CompressionPlugin({
              test: /\.(js|css|svg)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
            }),
          ]
        : []),
    ],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
