import { Spinner } from "@/components/ui/spinner";

export default function Loading() {
  return (
    <div className="flex flex-1 items-center justify-center">
      <Spinner label="Loading project" />
    </div>
  );
}
