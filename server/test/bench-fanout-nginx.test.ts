import { readFileSync } from 'node:fs';
import { upstreamPerProcess } from '../../scripts/bench-fanout-infra';
import { NGINX_TEMPLATE } from './nginx';

// The scale benchmark runs docker/nginx's template with one upstream line per server process: the
// same parameters as the template's line for that replica, and nothing else changed.
describe("the scale benchmark's nginx upstreams", () => {
  const template = readFileSync(NGINX_TEMPLATE, 'utf8');

  it('repeats each replica’s upstream line for each of its processes, leaving the rest as it is', () => {
    const site = upstreamPerProcess(template, [
      ['127.0.0.1:5001', '127.0.0.1:5002'],
      ['127.0.0.1:5003', '127.0.0.1:5004'],
    ]);
    const servers = site.split('\n').filter((line) => /^\s*server 127\.0\.0\.1:500\d/.test(line));
    const original = template.split('\n').filter((line) => line.includes('${LEAVEWISE_API_'));
    expect(original).toHaveLength(2);
    expect(servers).toEqual([
      original[0].replace('${LEAVEWISE_API_1}', '127.0.0.1:5001'),
      original[0].replace('${LEAVEWISE_API_1}', '127.0.0.1:5002'),
      original[1].replace('${LEAVEWISE_API_2}', '127.0.0.1:5003'),
      original[1].replace('${LEAVEWISE_API_2}', '127.0.0.1:5004'),
    ]);
    const rest = (text: string) =>
      text.split('\n').filter((line) => !/^\s*server (127\.0\.0\.1:500\d|\$\{)/.test(line));
    expect(rest(site)).toEqual(rest(template));
  });

  it('refuses a template whose upstream lines it does not recognise', () => {
    expect(() => upstreamPerProcess(template.replace(/^.*\$\{LEAVEWISE_API_2\}.*$/m, ''), [['a:1'], ['b:1']])).toThrow(
      /1 upstream lines, expected one per replica \(2\)/,
    );
  });
});
