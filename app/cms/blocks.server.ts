/** Renders Strapi 5's "Blocks" rich text (a JSON tree) to HTML; the caller sanitises it. */
import { escapeXml } from "~/lib/html";

type Node = {
  type?: string;
  text?: string;
  level?: number;
  format?: string;
  url?: string;
  image?: { url?: string; alternativeText?: string | null; width?: number; height?: number };
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
  children?: Node[];
};

function inline(nodes: Node[] | undefined): string {
  return (nodes ?? [])
    .map((node) => {
      if (node.type === "link") return `<a href="${escapeXml(node.url ?? "")}">${inline(node.children)}</a>`;
      if (node.type !== "text" && node.children) return inline(node.children);
      let html = escapeXml(node.text ?? "").replace(/\n/g, "<br>");
      if (node.code) html = `<code>${html}</code>`;
      if (node.bold) html = `<strong>${html}</strong>`;
      if (node.italic) html = `<em>${html}</em>`;
      if (node.underline) html = `<u>${html}</u>`;
      if (node.strikethrough) html = `<s>${html}</s>`;
      return html;
    })
    .join("");
}

function block(node: Node): string {
  switch (node.type) {
    case "paragraph":
      return `<p>${inline(node.children)}</p>`;
    case "heading": {
      const level = Math.min(6, Math.max(2, node.level ?? 2));
      return `<h${level}>${inline(node.children)}</h${level}>`;
    }
    case "list": {
      const tag = node.format === "ordered" ? "ol" : "ul";
      return `<${tag}>${(node.children ?? []).map((child) => (child.type === "list" ? block(child) : `<li>${inline(child.children)}</li>`)).join("")}</${tag}>`;
    }
    case "quote":
      return `<blockquote>${inline(node.children)}</blockquote>`;
    case "code":
      return `<pre><code>${inline(node.children)}</code></pre>`;
    case "image":
      return node.image?.url
        ? `<img src="${escapeXml(node.image.url)}" alt="${escapeXml(node.image.alternativeText ?? "")}">`
        : "";
    default:
      return node.children ? `<p>${inline(node.children)}</p>` : "";
  }
}

export function isBlocks(value: unknown): value is Node[] {
  return Array.isArray(value) && value.every((n) => typeof n === "object" && n !== null && "type" in n);
}

export function blocksToHtml(blocks: Node[]): string {
  return blocks.map(block).join("\n");
}
