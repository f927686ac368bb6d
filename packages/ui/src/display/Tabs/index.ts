export { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs";
