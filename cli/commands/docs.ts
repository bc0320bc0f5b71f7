import { listDocuments } from "@/lib/knowledge";
import { defineCommand, projectNamed, projectOption } from "@/cli/define";

const USAGE = "docs --project NAME";

/** `docs`: the documents imported into a project's knowledge tree, oldest first. */
export const docsCommand = defineCommand({
  name: "docs",
  usage: USAGE,
  summary: "list the documents of a project's knowledge tree",
  ...projectOption(),
  async run(input, { viewer }) {
    const project = await projectNamed(input.project, viewer, "read");
    const documents = await listDocuments(project.id);
    const n = (x: number) => x.toLocaleString("en-GB");
    const text =
      documents.length === 0
        ? `"${project.name}" has no documents yet: import some with \`npm run canopy -- import --project "${project.name}" FILE...\`.`
        : [
            `${documents.length} document${documents.length === 1 ? "" : "s"} in "${project.name}":`,
            ...documents.map(
              (d) =>
                `  ${d.name}  ${d.format}  ${n(d.bytes)} bytes  ${n(d.chunks)} chunk${d.chunks === 1 ? "" : "s"}  ${d.createdAt.slice(0, 16).replace("T", " ")}  ${d.id}`,
            ),
          ].join("\n");
    return { data: { documents }, text };
  },
});
