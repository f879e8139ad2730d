// HAProxy's configuration for the cluster (npm run cluster) and the compose file's load balancer (deploy/).
import { PROBES } from './spec.mjs';

/**
 * Round robin over the API processes, each checked on the readiness probe every second (out after 2 failures: a
 * draining process answers 503 at once; back after 2 successes). A request whose connection fails, or that gets no
 * answer at all (a process killed while the request was in flight), is retried once on another process: money calls
 * carry idempotency keys, so a retry is applied once. Server-sent events (the console's live queues) keep their
 * connection for up to an hour.
 */
export function haproxyConfig({ port, bind = '127.0.0.1', servers = [], template = null }) {
  // In containers the API processes are found by name (Docker's DNS): one server slot per replica.
  const resolvers = template ? `\nresolvers docker\n  nameserver dns 127.0.0.11:53\n  hold valid 5s\n` : '';
  const lines = template
    ? [
        `  server-template api ${template.replicas} ${template.host}:${template.port} check resolvers docker init-addr none`,
      ]
    : servers.map((s) => `  server ${s.name} ${s.host ?? '127.0.0.1'}:${s.port} check`);
  return `# Written by tools/cluster/haproxy.mjs — do not edit.
global
  maxconn 4096

defaults
  mode http
  option forwardfor
  option redispatch 1
  retries 2
  retry-on conn-failure empty-response
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-request 10s

frontend site
  bind ${bind}:${port}
  http-request set-header X-Forwarded-Proto http
  default_backend api

backend api
  balance roundrobin
  option httpchk GET ${PROBES.ready}
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${lines.join('\n')}
${resolvers}`;
}
