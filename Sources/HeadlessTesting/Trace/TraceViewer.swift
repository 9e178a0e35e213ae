import Foundation
import HeadlessKit

extension Trace {
    /// One self-contained HTML page (no network, no external scripts or fonts) to look at the
    /// trace: a timeline of its frames to scrub (arrow keys step, Shift steps 10, Home and End
    /// jump), the tree drawn at that frame with the touches' points and paths over it, the text
    /// dump at that frame, and the log of steps and notes (``TraceRecorder/note(_:)``: delegate
    /// calls, say) up to it. `#frame=N` in the URL opens frame N.
    ///
    /// The timeline has one position per checkpoint the trace holds: give it the tree at every
    /// frame with ``withEveryFrame(replayingInto:treeOptions:actions:)`` first.
    ///
    ///     let (full, _) = trace.withEveryFrame(replayingInto: makeWindow())
    ///     try full.viewerHTML().write(to: url, atomically: true, encoding: .utf8)
    ///
    /// The page keeps the checkpoints as the trace stores them (each an edit of the one before)
    /// and rebuilds a frame from the nearest of a few full copies it makes when it opens, so
    /// stepping stays quick for long sessions of large trees.
    ///
    /// - Complexity: O(size of the trace).
    public func viewerHTML() -> String {
        // `</` inside a script element would end it; JSON allows `<\/`.
        let data = String(decoding: json(), as: UTF8.self).replacingOccurrences(
            of: "</", with: "<\\/")
        return TraceViewerPage.head + xmlEscapedText(scene) + TraceViewerPage.afterTitle
            + "<script type=\"application/json\" id=\"trace\">" + data + "</script>\n"
            + "<script>" + TraceViewerPage.script + "</script>\n</body>\n</html>\n"
    }

    /// Writes ``viewerHTML()`` to `url`.
    ///
    /// - Throws: the file system's error.
    public func writeViewer(to url: URL) throws {
        try Data(viewerHTML().utf8).write(to: url)
    }
}

func xmlEscapedText(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;")
}

enum TraceViewerPage {
    static let head = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>HeadlessKit trace</title>
        <style>
        body { margin: 0; font: 13px/1.4 system-ui, sans-serif; color: #1c1c1e; background: #f2f2f7; }
        header { padding: 8px 12px; background: #fff; border-bottom: 1px solid #d1d1d6; }
        header h1 { font-size: 15px; margin: 0 0 6px 0; }
        #timeline { width: 100%; }
        main { display: grid; grid-template-columns: auto 1fr 320px; gap: 8px; padding: 8px; }
        .panel { background: #fff; border: 1px solid #d1d1d6; border-radius: 6px; padding: 6px; overflow: auto; max-height: calc(100vh - 110px); }
        #picture { display: block; max-height: calc(100vh - 130px); width: auto; }
        #dump { margin: 0; font: 12px/1.35 ui-monospace, monospace; white-space: pre; }
        #log { margin: 0; padding-left: 18px; font: 12px/1.35 ui-monospace, monospace; }
        #log li.current { background: #fff3bf; }
        rect.view { fill: rgba(0, 122, 255, 0.05); stroke: #8e8e93; stroke-width: 0.5; }
        rect.scroll { stroke: #007aff; stroke-width: 1.5; }
        polyline.path { fill: none; stroke: #ff3b30; stroke-width: 2; }
        circle.down { fill: rgba(255, 59, 48, 0.6); stroke: #ff3b30; }
        circle.up { fill: none; stroke: #ff3b30; }
        </style>
        </head>
        <body>
        <header>
        <h1>
        """#
    static let afterTitle = #"""
        </h1>
        <input type="range" id="timeline" min="0" max="0" value="0" aria-label="frame">
        <div id="status"></div>
        </header>
        <main>
        <div class="panel"><svg id="picture" xmlns="http://www.w3.org/2000/svg"></svg></div>
        <div class="panel"><pre id="dump"></pre></div>
        <div class="panel"><ol id="log"></ol></div>
        </main>

        """#
    static let script = #"""
        "use strict";
        const trace = JSON.parse(document.getElementById("trace").textContent);
        const cps = trace.checkpoints;
        const KEY = 50;
        function apply(lines, c) {
          const at = Math.min(Math.max(c.at, 0), lines.length);
          const end = Math.min(at + Math.max(c.delete, 0), lines.length);
          return lines.slice(0, at).concat(c.insert, lines.slice(end));
        }
        // Full copies every KEY checkpoints; the others are rebuilt from the nearest copy.
        const keys = [];
        let running = [];
        for (let i = 0; i < cps.length; i++) {
          running = apply(running, cps[i]);
          if (i % KEY === 0) keys.push(running);
        }
        let editsApplied = 0;
        function linesAt(index) {
          const k = Math.floor(index / KEY);
          let lines = keys[k];
          editsApplied = 0;
          for (let j = k * KEY + 1; j <= index; j++) { lines = apply(lines, cps[j]); editsApplied++; }
          return lines;
        }
        // The steps, each at the frame it happened.
        const events = [];
        const paths = new Map();
        let frame = 0;
        for (const step of trace.steps) {
          if (step.kind === "frames") { frame += step.count || 0; continue; }
          let text = "";
          if (step.kind === "touches") {
            text = (step.touches || []).map(t => {
              if (!paths.has(t.id)) paths.set(t.id, []);
              paths.get(t.id).push({ frame, x: t.x, y: t.y, phase: t.phase });
              return "touch " + t.id + " " + t.phase + " (" + +t.x.toFixed(1) + " " + +t.y.toFixed(1) + ")";
            }).join(", ");
          } else if (step.kind === "resize") {
            text = "resize " + step.width + "×" + step.height;
          } else if (step.kind === "action") {
            text = "action " + step.name;
          } else if (step.kind === "note") {
            text = "· " + step.name;
          }
          events.push({ frame, text });
        }
        const log = document.getElementById("log");
        const items = events.map(e => {
          const li = document.createElement("li");
          li.textContent = "frame " + e.frame + ": " + e.text;
          log.appendChild(li);
          return li;
        });
        const number = "(-?[0-9.e+-]+|nan|-?inf)";
        const lineRE = new RegExp("^( *)(\\S+)(?: \"(?:[^\"\\\\]|\\\\.)*\")? \\(" + number + " " + number + "; " + number + " " + number + "\\)(.*)$");
        const offsetRE = new RegExp("offset=\\(" + number + " " + number + "\\)");
        function parse(lines) {
          const nodes = [];
          const stack = [];
          lines.forEach((line, index) => {
            const m = lineRE.exec(line);
            if (!m) return;
            const depth = m[1].length / 2;
            while (stack.length > depth) stack.pop();
            const parent = stack[stack.length - 1];
            const o = offsetRE.exec(m[7]);
            const node = {
              index, type: m[2], x: +m[3], y: +m[4], w: +m[5], h: +m[6],
              ox: o ? +o[1] : 0, oy: o ? +o[2] : 0,
              bg: (/ bg=(#[0-9A-Fa-f]{6,8})/.exec(m[7]) || [])[1],
              hidden: / hidden( |$)/.test(m[7]) || (parent && parent.hidden),
            };
            node.ax = parent ? parent.ax - parent.ox + node.x : node.x;
            node.ay = parent ? parent.ay - parent.oy + node.y : node.y;
            stack.push(node);
            nodes.push(node);
          });
          return nodes;
        }
        const svg = document.getElementById("picture");
        const timeline = document.getElementById("timeline");
        const status = document.getElementById("status");
        const dump = document.getElementById("dump");
        timeline.max = String(Math.max(cps.length - 1, 0));
        const W = trace.width || 1, H = trace.height || 1;
        svg.setAttribute("viewBox", "0 0 " + W + " " + H);
        svg.setAttribute("width", W);
        svg.setAttribute("height", H);
        function show(index) {
          const started = performance.now();
          index = Math.min(Math.max(index | 0, 0), cps.length - 1);
          if (index < 0) return;
          const f = cps[index].frame;
          const lines = linesAt(index);
          let out = "";
          for (const n of parse(lines)) {
            if (n.hidden) continue;
            const cls = /ScrollView|CollectionView/.test(n.type) ? "view scroll" : "view";
            out += '<rect class="' + cls + '" data-line="' + n.index + '" x="' + n.ax + '" y="' + n.ay +
              '" width="' + Math.max(n.w, 0) + '" height="' + Math.max(n.h, 0) + '"' +
              (n.bg ? ' style="fill:' + n.bg + '"' : "") + '></rect>';
          }
          for (const [id, points] of paths) {
            const shown = points.filter(p => p.frame <= f);
            if (shown.length === 0) continue;
            out += '<polyline class="path" data-touch="' + id + '" points="' + shown.map(p => p.x + "," + p.y).join(" ") + '"></polyline>';
            const last = shown[shown.length - 1];
            const down = last.phase !== "ended" && last.phase !== "cancelled";
            out += '<circle class="' + (down ? "down" : "up") + '" data-touch="' + id + '" cx="' + last.x + '" cy="' + last.y + '" r="' + (down ? 12 : 5) + '"></circle>';
          }
          svg.innerHTML = out;
          svg.setAttribute("data-frame", f);
          dump.textContent = lines.join("\n");
          let current = -1;
          items.forEach((li, i) => {
            li.hidden = events[i].frame > f;
            if (!li.hidden) current = i;
            li.classList.remove("current");
          });
          if (current >= 0) {
            items[current].classList.add("current");
            items[current].scrollIntoView({ block: "nearest" });
          }
          timeline.value = String(index);
          document.body.setAttribute("data-frame", f);
          status.textContent = "frame " + f + " of " + cps[cps.length - 1].frame + " · " +
            (f / trace.framesPerSecond).toFixed(3) + " s · " + lines.length + " lines";
          if (location.hash !== "#frame=" + f) history.replaceState(null, "", "#frame=" + f);
          document.body.setAttribute("data-edits", editsApplied);
          document.body.setAttribute("data-render-ms", (performance.now() - started).toFixed(1));
        }
        function indexOfFrame(f) {
          let best = 0;
          for (let i = 0; i < cps.length; i++) if (cps[i].frame <= f) best = i;
          return best;
        }
        function fromHash() {
          const m = /frame=(\d+)/.exec(location.hash);
          show(m ? indexOfFrame(+m[1]) : 0);
        }
        timeline.addEventListener("input", () => show(+timeline.value));
        document.addEventListener("keydown", e => {
          const i = +timeline.value;
          const step = e.shiftKey ? 10 : 1;
          if (e.key === "ArrowRight") show(i + step);
          else if (e.key === "ArrowLeft") show(i - step);
          else if (e.key === "Home") show(0);
          else if (e.key === "End") show(cps.length - 1);
          else return;
          e.preventDefault();
        });
        window.addEventListener("hashchange", fromHash);
        fromHash();
        """#
}
